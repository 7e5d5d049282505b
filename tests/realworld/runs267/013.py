import torch
from torch.utils.data import Dataset
from transformers import DistilBertConfig, DistilBertForSequenceClassification, Trainer, TrainingArguments
torch.manual_seed(0)
# tiny local "pretrained" encoder
base = DistilBertForSequenceClassification(DistilBertConfig(vocab_size=3000, dim=64, n_layers=2, n_heads=4, hidden_dim=128))
base.save_pretrained("tiny-distilbert")
NUM_CLASSES = 5  # sentiment 1..5 stars

class Reviews(Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(1)
        self.ids = torch.randint(1, 3000, (n, 48), generator=g)
        self.labels = torch.randint(0, NUM_CLASSES, (n,), generator=g)
    def __len__(self):
        return len(self.labels)
    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "attention_mask": torch.ones(48, dtype=torch.long), "labels": self.labels[i]}

model = DistilBertForSequenceClassification.from_pretrained("tiny-distilbert", num_label=NUM_CLASSES)
args = TrainingArguments(output_dir="out005", per_device_train_batch_size=16, num_train_epochs=1,
                         learning_rate=5e-5, logging_steps=5, report_to=[], save_strategy="no", use_cpu=True)
trainer = Trainer(model=model, args=args, train_dataset=Reviews(512))
trainer.train()
