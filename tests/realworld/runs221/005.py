# Move the hand-written loop to the Hugging Face Trainer.
import torch
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments

class RandomTextDataset(torch.utils.data.Dataset):
    def __init__(self, n, vocab=500, seq=32):
        g = torch.Generator().manual_seed(0)
        self.ids = torch.randint(1, vocab, (n, seq), generator=g)
        self.labels = (self.ids[:, 0] % 2)
    def __len__(self):
        return len(self.labels)
    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "labels": self.labels[i]}

cfg = BertConfig(vocab_size=500, hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128, num_labels=2)
model = BertForSequenceClassification(cfg)
args = TrainingArguments(output_dir="out005", per_device_train_batch_size=16, num_train_epochs=1, logging_steps=5, use_cpu=True, report_to=[])
Trainer(model=model, args=args, train_dataset=RandomTextDataset(256)).train()
