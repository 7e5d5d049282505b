# Fine-tune a tiny BERT classifier with the HF Trainer.
import numpy as np
import torch
from torch.utils.data import Dataset
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments, set_seed

set_seed(0)
VOCAB, SEQ, N_TRAIN, N_EVAL = 128, 16, 1024, 256


class SyntheticTextDataset(Dataset):
    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.input_ids = torch.randint(5, VOCAB, (n, SEQ), generator=g)
        self.labels = (self.input_ids[:, 0] >= VOCAB // 2).long()

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, i):
        return {"input_ids": self.input_ids[i], "attention_mask": torch.ones(SEQ, dtype=torch.long), "labels": self.labels[i]}


config = BertConfig(vocab_size=VOCAB, hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
print(f"model params: {model.num_parameters():,}")


def compute_metrics(eval_pred):
    logits, labels = eval_pred
    return {"accuracy": float((np.argmax(logits, axis=-1) == labels).mean())}


args = TrainingArguments(
    output_dir="out_tiny_bert_005",
    num_train_epochs=3,
    per_device_train_batch_size=32,
    per_device_eval_batch_size=64,
    learning_rate=2e-3,
    eval_strategy="epoch",
    save_strategy="epoch",
    logging_steps=8,
    report_to="none",
    seed=0,
)

trainer = Trainer(model=model, args=args, train_dataset=SyntheticTextDataset(N_TRAIN, 1),
                  eval_dataset=SyntheticTextDataset(N_EVAL, 2), compute_metrics=compute_metrics)
trainer.train()
print(trainer.evaluate())
