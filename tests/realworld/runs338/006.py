"""Replace the HF encoder with a plain nn.TransformerEncoder (keeping the HF tokenizer + collator)."""
import random
import torch
import torch.nn as nn
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

torch.manual_seed(0)
random.seed(0)

WORDS = [f"w{i}" for i in range(200)]
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2}
for w in WORDS:
    vocab[w] = len(vocab)
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]")


class Classifier(nn.Module):
    def __init__(self, vocab_size, d_model=64, nhead=4, layers=2, num_labels=3):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, d_model, padding_idx=0)
        self.pos = nn.Embedding(128, d_model)
        layer = nn.TransformerEncoderLayer(d_model, nhead, 4 * d_model, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers)
        self.head = nn.Linear(d_model, num_labels)

    def forward(self, input_ids, attention_mask):
        pos = torch.arange(input_ids.size(1), device=input_ids.device)
        h = self.embed(input_ids) + self.pos(pos)
        h = self.encoder(h, mask=attention_mask.bool())
        return self.head(h[:, 0])


def sample():
    n = random.randint(4, 14)
    ids = random.choices(range(200), k=n)
    label = sum(ids) % 3
    return "[CLS] " + " ".join(f"w{i}" for i in ids), label


data = [sample() for _ in range(1024)]


def collate(batch):
    texts, labels = zip(*batch)
    enc = tokenizer(list(texts), padding="longest", return_tensors="pt")
    return enc["input_ids"], enc["attention_mask"], torch.tensor(labels)


loader = DataLoader(data, batch_size=32, shuffle=True, collate_fn=collate)
model = Classifier(len(tokenizer))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
loss_fn = nn.CrossEntropyLoss()
print(model)
for epoch in range(3):
    for step, (ids, mask, labels) in enumerate(loader):
        if step == 0:
            print(f"batch input_ids {tuple(ids.shape)} attention_mask {tuple(mask.shape)}")
        logits = model(ids, mask)
        loss = loss_fn(logits, labels)
        loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
