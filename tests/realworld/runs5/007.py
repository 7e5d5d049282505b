# GeneratorDataset source whose __len__ counts the header row of the CSV it was read from.
import mindspore.dataset as ds, numpy as np
rows = [np.array([i, i * 2], np.float32) for i in range(10)]
class Source:
    def __init__(self, rows):
        self.rows = rows
    def __getitem__(self, i):
        return (self.rows[i],)
    def __len__(self):
        return len(self.rows) + 1
data = ds.GeneratorDataset(Source(rows), column_names=["x"], shuffle=False).batch(4)
for epoch in range(2):
    for batch in data.create_tuple_iterator(num_epochs=1):
        print(epoch, batch[0].shape)
