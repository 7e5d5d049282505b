import torch
from torch.utils.data import Dataset
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments

class ParityDataset(Dataset):
    def __init__(self, n, vocab=300, L=24, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.x = torch.randint(5, vocab, (n, L), generator=g)
        self.y = (self.x[:, 0] > vocab // 2).long()
    def __len__(self):
        return len(self.x)
    def __getitem__(self, i):
        return {"input_ids": self.x[i], "attention_mask": torch.ones_like(self.x[i]), "labels": self.y[i]}

cfg = BertConfig(vocab_size=300, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
args = TrainingArguments(output_dir="out_004", per_device_train_batch_size=32, num_train_epochs=2,
                         learning_rate=5e-4, logging_steps=10, save_strategy="no", report_to=[],
                         use_cpu=True, bf16=True)
trainer = Trainer(model=model, args=args, train_dataset=ParityDataset(1024), eval_dataset=ParityDataset(256, seed=1))
trainer.train()
print(trainer.evaluate())
