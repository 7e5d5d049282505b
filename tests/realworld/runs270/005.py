# LoRA fine-tuning of a small BERT classifier in bfloat16 (hand-rolled LoRA, peft not available on this box).
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
    def __init__(self, base: nn.Linear, r=8, alpha=16, dropout=0.05):
        super().__init__()
        self.base = base
        self.lora_A = nn.Linear(base.in_features, r, bias=False)
        self.lora_B = nn.Linear(r, base.out_features, bias=False)
        nn.init.kaiming_uniform_(self.lora_A.weight, a=math.sqrt(5)); nn.init.zeros_(self.lora_B.weight)
        self.drop = nn.Dropout(dropout); self.scaling = alpha / r
    def forward(self, x):
        return self.base(x) + self.lora_B(self.lora_A(self.drop(x))) * self.scaling

def inject_lora(model, targets=("query", "value"), r=8):
    for name, module in list(model.named_modules()):
        for t in targets:
            child = getattr(module, t, None)
            if isinstance(child, nn.Linear):
                setattr(module, t, LoRALinear(child, r=r))
    return model

def review():
    label = random.randint(0, 1)
    filler = [f"w{random.randint(0, 59)}" for _ in range(random.randint(5, 20))]
    filler.insert(random.randint(0, len(filler)), random.choice(["good", "great"] if label else ["bad", "awful"]))
    return " ".join(filler), label

def collate(rows):
    enc = tokenizer([r[0] for r in rows], padding=True, return_tensors="pt")
    enc["labels"] = torch.tensor([r[1] for r in rows])
    return enc

config = BertConfig(vocab_size=len(vocab), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
model = model.to(torch.bfloat16)          # half the memory for the frozen backbone
for p in model.parameters():
    p.requires_grad = False
inject_lora(model)
for p in model.classifier.parameters():
    p.requires_grad = True
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
total = sum(p.numel() for p in model.parameters())
print(f"trainable params: {trainable} || all params: {total} || trainable%: {100*trainable/total:.2f}")

dl = DataLoader([review() for _ in range(800)], batch_size=32, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=2e-3)
for epoch in range(2):
    model.train()
    for step, b in enumerate(dl):
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
