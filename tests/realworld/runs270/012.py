# LoRA fine-tuning of a small BERT classifier (hand-rolled LoRA), merge adapters, save, reload and evaluate.
import math, random, torch, torch.nn as nn
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

class LoRALinear(nn.Module):
    def __init__(self, base: nn.Linear, r=8, alpha=16):
        super().__init__()
        self.base = base
        self.lora_A = nn.Linear(base.in_features, r, bias=False)
        self.lora_B = nn.Linear(r, base.out_features, bias=False)
        nn.init.kaiming_uniform_(self.lora_A.weight, a=math.sqrt(5)); nn.init.zeros_(self.lora_B.weight)
        self.scaling = alpha / r
    def forward(self, x):
        return self.base(x) + self.lora_B(self.lora_A(x)) * self.scaling
    def merged(self):
        with torch.no_grad():
            self.base.weight += (self.lora_B.weight @ self.lora_A.weight) * self.scaling
        return self.base

TARGETS = ("query", "value")
def inject(model):
    for _, m in list(model.named_modules()):
        for t in TARGETS:
            if isinstance(getattr(m, t, None), nn.Linear):
                setattr(m, t, LoRALinear(getattr(m, t)))
def merge(model):
    for _, m in list(model.named_modules()):
        for t in TARGETS:
            if isinstance(getattr(m, t, None), LoRALinear):
                setattr(m, t, getattr(m, t).merged())

def review():
    label = random.randint(0, 1)
    filler = [f"w{random.randint(0, 59)}" for _ in range(random.randint(5, 20))]
    filler.insert(random.randint(0, len(filler)), random.choice(["good", "great"] if label else ["bad", "awful"]))
    return " ".join(filler), label

def collate(rows):
    enc = tokenizer([r[0] for r in rows], padding=True, return_tensors="pt")
    enc["labels"] = torch.tensor([r[1] for r in rows])
    return enc

def evaluate(m, dl):
    m.eval(); correct = total = 0
    with torch.no_grad():
        for b in dl:
            correct += (m(**b).logits.argmax(-1) == b["labels"]).sum().item(); total += len(b["labels"])
    return correct / total

config = BertConfig(vocab_size=len(vocab), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
for p in model.parameters():
    p.requires_grad = False
inject(model)
for p in model.classifier.parameters():
    p.requires_grad = True
for p in model.bert.pooler.parameters():
    p.requires_grad = True
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"trainable params: {trainable} || all params: {sum(p.numel() for p in model.parameters())}")

train_dl = DataLoader([review() for _ in range(1600)], batch_size=32, shuffle=True, collate_fn=collate)
val_dl = DataLoader([review() for _ in range(400)], batch_size=64, collate_fn=collate)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=5e-3)
for epoch in range(4):
    model.train(); tot = 0.0
    for b in train_dl:
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad(); tot += loss.item()
    print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} val_acc {evaluate(model, val_dl):.4f}")

before = evaluate(model, val_dl)
merge(model)
print(f"val_acc with adapters {before:.4f}, after merge {evaluate(model, val_dl):.4f}")
model.save_pretrained("merged_012"); tokenizer.save_pretrained("merged_012")
reloaded = BertForSequenceClassification.from_pretrained("merged_012")
print(f"reloaded val_acc {evaluate(reloaded, val_dl):.4f}")
