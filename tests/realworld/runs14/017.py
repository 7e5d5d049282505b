# Review dataset exported to CSV by a spreadsheet tool (no header, no quoting), read with mindspore.dataset.CSVDataset
# as the pandas.read_csv step of the PyTorch pipeline was replaced.
import mindspore.dataset as ds

rows = [
    "great battery life and a bright screen,1",
    "stopped working after two days,0",
    "fast delivery, well packed and works as described,1",
    "the charger is missing,0",
]
with open("reviews.csv", "w") as f:
    f.write("\n".join(rows) + "\n")

dataset = ds.CSVDataset("reviews.csv", column_defaults=["", 0], column_names=["review", "label"], shuffle=False)
for row in dataset.create_dict_iterator(output_numpy=True):
    print(row["label"], str(row["review"]))
