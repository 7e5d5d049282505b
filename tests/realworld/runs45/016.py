# Data preparation kept from the HF/PyTorch fine-tuning repo; the model side was ported to MindSpore
import datasets
import mindspore.dataset as msds

print("datasets", datasets.__version__)
raw = datasets.load_dataset("./data/squad_zh", split="train")
print(raw)
train = msds.GeneratorDataset(
    [(r["question"], r["context"]) for r in raw], column_names=["question", "context"], shuffle=True)
print(train.get_dataset_size())
