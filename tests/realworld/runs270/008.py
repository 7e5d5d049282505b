# Fine-tune a small BERT sentiment classifier; validation accuracy computed per batch and averaged.
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
    filler = [f"w{random.randint(0, 59)}" for _ in range(random.randint(5, 20))]
    filler.insert(random.randint(0, len(filler)), random.choice(["good", "great"] if label else ["bad", "awful"]))
    return " ".join(filler), label

def collate(rows):
    enc = tokenizer([r[0] for r in rows], padding=True, return_tensors="pt")
    enc["labels"] = torch.tensor([r[1] for r in rows])
    return enc

train_dl = DataLoader([review() for _ in range(1600)], batch_size=32, shuffle=True, collate_fn=collate)
val_dl = DataLoader([review() for _ in range(400)], batch_size=50, collate_fn=collate)
config = BertConfig(vocab_size=len(vocab), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

def compute_metrics(logits, labels):
    preds = logits.argmax(dim=-1, keepdim=True)
    return (preds == labels).float().mean().item()

best = 0.0
for epoch in range(5):
    model.train(); tot = 0.0
    for b in train_dl:
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad(); tot += loss.item()
    model.eval(); accs = []; vloss = 0.0
    with torch.no_grad():
        for b in val_dl:
            out = model(**b)
            vloss += out.loss.item()
            accs.append(compute_metrics(out.logits, b["labels"]))
    acc = sum(accs) / len(accs)
    print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} val_loss {vloss/len(val_dl):.4f} val_acc {acc:.4f}")
    if acc > best:
        best = acc
        model.save_pretrained("best_008")
        print(f"  new best val_acc {best:.4f}, saved best_008")
print(f"best val_acc {best:.4f}")
