# datasets.map remove_columns naming a column the dataset does not have
# Recipe written for a dataset with a "text" column applied to one whose column is "content".
import datasets
print("datasets", datasets.__version__)
ds = datasets.Dataset.from_dict({"content": ["a b c", "d e"], "meta": ["x", "y"]})
ds = ds.map(lambda ex: {"n_words": len(ex["content"].split())}, remove_columns=["text"])
print(ds)
