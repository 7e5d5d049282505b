# Fine-tune a small BERT classifier with length-bucketed batches (pre-tokenised, sorted by length to cut padding).
import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, processors
from transformers import PreTrainedTokenizerFast, BertConfig, BertForSequenceClassification

torch.manual_seed(0); random.seed(0)
words = ["good", "great", "bad", "awful"] + [f"w{i}" for i in range(60)]
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in words:
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tk.post_processor = processors.TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=[("[CLS]", 2), ("[SEP]", 3)])
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]", sep_token="[SEP]")

def review():
    label = random.randint(0, 1)
    filler = [f"w{random.randint(0, 59)}" for _ in range(random.randint(5, 30))]
    filler.insert(random.randint(0, len(filler)), random.choice(["good", "great"] if label else ["bad", "awful"]))
    return " ".join(filler), label

def build_dataset(texts, labels):
    ids = tokenizer(texts)["input_ids"]
    ids = sorted(ids, key=len)                 # length bucketing
    return [{"input_ids": i, "label": l} for i, l in zip(ids, labels)]

def collate(rows):
    batch = tokenizer.pad({"input_ids": [r["input_ids"] for r in rows]}, return_tensors="pt")
    batch["labels"] = torch.tensor([r["label"] for r in rows])
    return batch

train_rows = [review() for _ in range(1600)]
val_rows = [review() for _ in range(400)]
train_ds = build_dataset([t for t, _ in train_rows], [l for _, l in train_rows])
val_ds = build_dataset([t for t, _ in val_rows], [l for _, l in val_rows])
print(f"train {len(train_ds)} val {len(val_ds)}; label balance {sum(r['label'] for r in train_ds)/len(train_ds):.3f}")
train_dl = DataLoader(train_ds, batch_size=32, shuffle=True, collate_fn=collate)
val_dl = DataLoader(val_ds, batch_size=64, collate_fn=collate)

config = BertConfig(vocab_size=len(vocab), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(5):
    model.train(); tot = 0.0
    for b in train_dl:
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad(); tot += loss.item()
    model.eval(); correct = 0
    with torch.no_grad():
        for b in val_dl:
            correct += (model(**b).logits.argmax(-1) == b["labels"]).sum().item()
    print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} val_acc {correct/len(val_ds):.4f}")
