# datasets formatted as torch tensors in a MindSpore-only environment
# Data loading code from a PyTorch recipe calls with_format("torch").
import datasets
print("datasets", datasets.__version__)
ds = datasets.Dataset.from_dict({"input_ids": [[1, 2, 3], [4, 5, 6]], "labels": [0, 1]})
ds = ds.with_format("torch")
print(ds[0])
