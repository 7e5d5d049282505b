# Sentiment fine-tune of a small BERT with a WordPiece tokenizer; length-bucketed batches to cut padding
import random, torch
from torch.utils.data import DataLoader
from transformers import BertConfig, BertForSequenceClassification, BertTokenizerFast

random.seed(0); torch.manual_seed(0)
POS = "good great excellent lovely superb enjoyable fantastic wonderful fun brilliant".split()
NEG = "bad awful terrible boring dull poor horrible weak painful mediocre".split()
NEU = "the movie film plot actor scene was is and a it story very really music".split()
with open("vocab.txt", "w") as f:
    f.write("\n".join(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"] + POS + NEG + NEU) + "\n")
tok = BertTokenizerFast("vocab.txt", do_lower_case=True)

def make(n):
    texts, labels = [], []
    for _ in range(n):
        y = random.randint(0, 1)
        words = random.choices(NEU, k=random.randint(4, 20)) + random.choices(POS if y else NEG, k=random.randint(1, 3))
        random.shuffle(words)
        texts.append(" ".join(words)); labels.append(y)
    return texts, labels

train_texts, train_labels = make(1200)
val_texts, val_labels = make(300)
# sort by length so each batch has similar lengths (less padding)
train_texts = sorted(train_texts, key=lambda t: len(tok.tokenize(t)))
print(f"train {len(train_texts)} val {len(val_texts)} vocab {tok.vocab_size}")

def batches(texts, labels, bs):
    for i in range(0, len(texts), bs):
        enc = tok(texts[i:i + bs], padding=True, return_tensors="pt")
        enc["labels"] = torch.tensor(labels[i:i + bs])
        yield enc

cfg = BertConfig(vocab_size=tok.vocab_size, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for epoch in range(4):
    model.train(); tot, n = 0.0, 0
    order = list(range(0, len(train_texts), 32)); random.shuffle(order)
    for i in order:
        b = next(batches(train_texts[i:i + 32], train_labels[i:i + 32], 32))
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad()
        tot += loss.item(); n += 1
    model.eval(); correct = 0
    with torch.no_grad():
        for b in batches(val_texts, val_labels, 64):
            correct += (model(**{k: v for k, v in b.items() if k != "labels"}).logits.argmax(-1) == b["labels"]).sum().item()
    print(f"epoch {epoch} train_loss {tot / n:.4f} val_acc {correct / len(val_texts):.4f}")
