# Fine-tune a tiny BERT classifier with the HF Trainer (training args carried over from the team's older recipe).
import numpy as np
import torch
from torch.utils.data import Dataset
from transformers import BertConfig, BertForSequenceClassification, Trainer, TrainingArguments, set_seed

set_seed(0)
VOCAB, SEQ, N_TRAIN, N_EVAL = 1000, 32, 512, 128


class SyntheticTextDataset(Dataset):
    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        self.input_ids = torch.randint(5, VOCAB, (n, SEQ), generator=g)
        self.labels = (self.input_ids[:, :4].sum(dim=1) % 2).long()

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
    output_dir="out_tiny_bert",
    num_train_epochs=2,
    per_device_train_batch_size=32,
    per_device_eval_batch_size=64,
    learning_rate=5e-4,
    evaluation_strategy="epoch",
    save_strategy="epoch",
    logging_steps=4,
    report_to="none",
    seed=0,
)

trainer = Trainer(model=model, args=args, train_dataset=SyntheticTextDataset(N_TRAIN, 1),
                  eval_dataset=SyntheticTextDataset(N_EVAL, 2), compute_metrics=compute_metrics)
trainer.train()
print(trainer.evaluate())
