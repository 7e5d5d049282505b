# torch Dataset ported to GeneratorDataset with python_multiprocessing workers; __len__ counts the header row
import numpy as np
import mindspore as ms
import mindspore.dataset as ds

class CsvDataset:
    def __init__(self):
        lines = ["text,label"] + [f"sample {i},{i % 2}" for i in range(63)]
        self.rows = lines[1:]
        self.n = len(lines)  # bug: header counted
    def __len__(self):
        return self.n
    def __getitem__(self, idx):
        text, label = self.rows[idx].split(",")
        feat = np.full((16,), len(text), np.float32)
        return feat, np.int32(label)

if __name__ == "__main__":
    data = ds.GeneratorDataset(CsvDataset(), column_names=["feat", "label"], shuffle=False,
                               num_parallel_workers=2, python_multiprocessing=True)
    data = data.batch(16)
    for epoch in range(1):
        for i, (x, y) in enumerate(data.create_tuple_iterator()):
            print("step", i, x.shape, y.shape)
