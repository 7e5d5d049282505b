# datasets.map(batched=True) returning fewer rows than the batch (tokenised pairs dropped)
# Batched tokenize function filters empty lines inside the map, so output length != input length while keeping old columns.
import datasets
print("datasets", datasets.__version__)
ds = datasets.Dataset.from_dict({"text": ["first line", "", "third line", "fourth"], "label": [0, 1, 0, 1]})
def tokenize(batch):
    ids = [[len(w) for w in t.split()] for t in batch["text"] if t]
    return {"input_ids": ids}
ds = ds.map(tokenize, batched=True)
print(ds)
