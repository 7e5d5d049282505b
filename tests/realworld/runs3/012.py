# GeneratorDataset source whose __getitem__ returns strings of token ids (json not decoded)
# Random-access source reads a jsonl line and forgets json.loads: samples are str, not arrays of ids.
import numpy as np
import mindspore.dataset as ds
class Source:
    def __init__(self):
        self.lines = ['{"input_ids": [1, 2, 3]}', '{"input_ids": [4, 5]}']
    def __getitem__(self, i):
        return (self.lines[i], np.array([1], np.int32))
    def __len__(self):
        return len(self.lines)
data = ds.GeneratorDataset(Source(), column_names=["input_ids", "labels"], shuffle=False)
data = data.map(operations=lambda x: x.astype(np.int32) + 1, input_columns=["input_ids"])
for row in data.create_dict_iterator(output_numpy=True):
    print(row["input_ids"])
