import torch
from torch.utils.data import Dataset
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments


class ToyText(Dataset):
    def __init__(self, n=256, seq=32):
        g = torch.Generator().manual_seed(0)
        self.ids = torch.randint(5, 1000, (n, seq), generator=g)
        self.labels = (self.ids[:, 0] % 2).long()

    def __len__(self):
        return len(self.ids)

    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "labels": self.labels[i]}


cfg = BertConfig(vocab_size=1000, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=128, num_labels=2)
model = BertForSequenceClassification(cfg)
args = TrainingArguments(output_dir="out003", per_device_train_batch_size=16, num_train_epochs=1,
                         logging_steps=4, report_to=[], use_cpu=True)
trainer = Trainer(model=model, args=args, train_dataset=ToyText())
trainer.train()
