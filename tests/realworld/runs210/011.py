# Tiny BERT text classifier with the HF Trainer, local WordLevel tokenizer, generated data
import random
import sys
sys.modules["datasets"] = None  # datasets/pyarrow not usable in this env; torch Dataset only
import numpy as np
import torch
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import (BertConfig, BertForSequenceClassification, PreTrainedTokenizerFast, Trainer,
                          TrainingArguments, DataCollatorWithPadding)

random.seed(0)
torch.manual_seed(0)
pos = [f"p{i}" for i in range(20)]
neg = [f"n{i}" for i in range(20)]
filler = [f"f{i}" for i in range(100)]
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in pos + neg + filler:
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]")

def sample():
    label = random.randint(0, 1)
    ws = random.choices(filler, k=random.randint(4, 16)) + random.choices(pos if label else neg, k=2)
    random.shuffle(ws)
    return " ".join(ws), label

class DS(torch.utils.data.Dataset):
    def __init__(self, n):
        self.rows = [sample() for _ in range(n)]
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        enc = tokenizer(self.rows[i][0], truncation=True, max_length=32)
        enc["labels"] = self.rows[i][1]
        return enc

def compute_metrics(p):
    return {"accuracy": float((np.argmax(p.predictions, -1) == p.label_ids).mean())}

config = BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
args = TrainingArguments(
    output_dir="out_011",
    per_device_train_batch_size=32,
    per_device_eval_batch_size=64,
    num_train_epochs=6,
    learning_rate=1e-3,
    warmup_steps=5,
    weight_decay=0.01,
    eval_strategy="epoch",
    logging_steps=12,
    save_strategy="no",
    report_to=[],
    use_cpu=True,
    disable_tqdm=True,
    seed=0,
)
trainer = Trainer(model=model, args=args, train_dataset=DS(768), eval_dataset=DS(192),
                  data_collator=DataCollatorWithPadding(tokenizer), compute_metrics=compute_metrics)
trainer.train()
print(trainer.evaluate())
