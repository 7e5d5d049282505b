# Training data converted to MindRecord by the preprocessing script, then loaded for training
import os
import mindspore.dataset as ds

DATA_DIR = "data/wikitext103"
files = sorted(os.path.join(DATA_DIR, f) for f in ["train.mindrecord"])
print("loading", files)
dataset = ds.MindDataset(dataset_files=files, columns_list=["input_ids"], shuffle=True)
dataset = dataset.batch(4, drop_remainder=True)
print("dataset size", dataset.get_dataset_size())
for batch in dataset.create_dict_iterator():
    print(batch["input_ids"].shape)
    break
