# Sentiment-style classifier: BPE tokenizer trained locally, DataLoader + DataCollatorWithPadding, custom loop
import random
import torch
from torch.utils.data import DataLoader, Dataset
from tokenizers import Tokenizer, models, pre_tokenizers, trainers, decoders
from transformers import (DistilBertConfig, DistilBertForSequenceClassification, PreTrainedTokenizerFast,
                          DataCollatorWithPadding)

random.seed(0)
torch.manual_seed(0)
pos = ["great", "fine", "lovely", "superb", "good", "nice", "happy"]
neg = ["awful", "bad", "poor", "terrible", "sad", "boring", "ugly"]
filler = ["the", "movie", "was", "plot", "actor", "scene", "really", "quite", "and", "very", "story", "end"]

def sample():
    label = random.randint(0, 1)
    ws = random.choices(filler, k=random.randint(4, 14)) + random.choices(pos if label else neg, k=2)
    random.shuffle(ws)
    return " ".join(ws), label

data = [sample() for _ in range(1000)]

bpe = Tokenizer(models.BPE(unk_token="<unk>"))
bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
bpe.decoder = decoders.ByteLevel()
bpe.train_from_iterator([t for t, _ in data],
                        trainers.BpeTrainer(vocab_size=300, special_tokens=["<unk>", "<s>", "</s>"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, unk_token="<unk>", bos_token="<s>", eos_token="</s>")
print("tokenizer vocab:", len(tokenizer))

class SentDataset(Dataset):
    def __init__(self, rows):
        self.rows = rows
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        text, label = self.rows[i]
        enc = tokenizer(text, truncation=True, max_length=64)
        enc["labels"] = label
        return enc

collator = DataCollatorWithPadding(tokenizer)
loader = DataLoader(SentDataset(data), batch_size=32, shuffle=True, collate_fn=collator)

config = DistilBertConfig(vocab_size=len(tokenizer), dim=64, hidden_dim=128, n_layers=2, n_heads=2,
                          max_position_embeddings=64, num_labels=2)
model = DistilBertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
print("parameters:", model.num_parameters())

for epoch in range(2):
    model.train()
    for step, batch in enumerate(loader):
        out = model(**batch)
        out.loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
