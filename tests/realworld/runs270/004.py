# Fine-tune a small BERT 4-way rating classifier, export it for the serving/eval job, reload and evaluate on held-out data.
import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, processors
from transformers import PreTrainedTokenizerFast, BertConfig, BertForSequenceClassification

torch.manual_seed(0); random.seed(0)
MARKERS = [["awful", "terrible"], ["bad", "poor"], ["good", "nice"], ["great", "superb"]]
words = [w for m in MARKERS for w in m] + [f"w{i}" for i in range(60)]
vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in words:
    vocab[w] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tk.post_processor = processors.TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=[("[CLS]", 2), ("[SEP]", 3)])
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]", sep_token="[SEP]")

def review():
    label = random.randint(0, 3)
    filler = [f"w{random.randint(0, 59)}" for _ in range(random.randint(5, 20))]
    filler.insert(random.randint(0, len(filler)), random.choice(MARKERS[label]))
    return " ".join(filler), label

def collate(rows):
    enc = tokenizer([r[0] for r in rows], padding=True, return_tensors="pt")
    enc["labels"] = torch.tensor([r[1] for r in rows])
    return enc

train_dl = DataLoader([review() for _ in range(1600)], batch_size=32, shuffle=True, collate_fn=collate)
test_dl = DataLoader([review() for _ in range(400)], batch_size=64, collate_fn=collate)

config = BertConfig(vocab_size=len(vocab), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=4)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

def evaluate(m, dl):
    m.eval(); correct = total = 0
    with torch.no_grad():
        for b in dl:
            pred = m(**b).logits.argmax(-1)
            correct += (pred == b["labels"]).sum().item(); total += len(pred)
    return correct / total

for epoch in range(4):
    model.train(); tot = 0.0
    for b in train_dl:
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad(); tot += loss.item()
    print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} val_acc {evaluate(model, test_dl):.4f}")

# export the fine-tuned encoder + tokenizer for the evaluation job
model.bert.save_pretrained("export_004")
tokenizer.save_pretrained("export_004")
print("exported to export_004")

# ---- evaluation job ----
tok2 = PreTrainedTokenizerFast.from_pretrained("export_004")
clf = BertForSequenceClassification.from_pretrained("export_004", num_labels=4)
acc = evaluate(clf, test_dl)
print(f"reloaded model test accuracy: {acc:.4f}")
