# Fine-tune a tiny BERT sequence classifier with the HF Trainer on a synthetic keyword task.
import numpy as np
import torch
from torch.utils.data import Dataset
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments, set_seed

set_seed(0)
VOCAB, SEQ = 300, 16


class KeywordDataset(Dataset):
    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.ids = torch.randint(10, VOCAB, (n, SEQ), generator=g)
        self.y = torch.randint(0, 3, (n,), generator=g)
        self.ids[:, 2] = self.y + 4
        self.ids[:, 0] = 2

    def __len__(self):
        return len(self.y)

    def __getitem__(self, i):
        return {"input_ids": self.ids[i], "attention_mask": torch.ones(SEQ, dtype=torch.long), "labels": self.y[i]}


def compute_metrics(p):
    return {"accuracy": float((np.argmax(p.predictions, -1) == p.label_ids).mean())}


config = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=32, num_labels=3)
model = BertForSequenceClassification(config)
args = TrainingArguments(
    output_dir="trainer_out", per_device_train_batch_size=32, per_device_eval_batch_size=64,
    num_train_epochs=3, learning_rate=1e-3, warmup_steps=10, weight_decay=0.01,
    logging_steps=10, eval_strategy="epoch", save_strategy="no", report_to=[], use_cpu=True,
    dataloader_num_workers=0, disable_tqdm=True,
)
trainer = Trainer(model=model, args=args, train_dataset=KeywordDataset(1600, 0), eval_dataset=KeywordDataset(400, 1),
                  compute_metrics=compute_metrics)
trainer.train()
print(trainer.evaluate())
