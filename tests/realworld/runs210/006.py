# Regression head on a tiny BERT with the HF Trainer: predict a numeric score from generated "reviews"
import random
import sys
sys.modules["datasets"] = None  # datasets/pyarrow not usable in this env; torch Dataset only
import torch
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import (BertConfig, BertForSequenceClassification, PreTrainedTokenizerFast, Trainer,
                          TrainingArguments, DataCollatorWithPadding)

random.seed(0)
torch.manual_seed(0)
words = [f"w{i}" for i in range(200)]
weights = {w: random.gauss(0, 1) for w in words}
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in words:
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]")

def sample():
    ws = random.choices(words, k=random.randint(6, 24))
    score = 50.0 + 10.0 * sum(weights[w] for w in ws)
    return " ".join(ws), score

class ScoreDataset(torch.utils.data.Dataset):
    def __init__(self, n):
        self.rows = [sample() for _ in range(n)]
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        text, score = self.rows[i]
        enc = tokenizer(text, truncation=True, max_length=32)
        enc["labels"] = float(score)
        return enc

config = BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                    intermediate_size=128, max_position_embeddings=64, num_labels=1, problem_type="regression")
model = BertForSequenceClassification(config)

args = TrainingArguments(
    output_dir="out_006",
    per_device_train_batch_size=32,
    num_train_epochs=4,
    learning_rate=0.05,
    optim="sgd",
    max_grad_norm=0.0,
    logging_steps=5,
    save_strategy="no",
    report_to=[],
    use_cpu=True,
    disable_tqdm=True,
)
trainer = Trainer(model=model, args=args, train_dataset=ScoreDataset(640), eval_dataset=ScoreDataset(128),
                  data_collator=DataCollatorWithPadding(tokenizer))
trainer.train()
print(trainer.evaluate())
