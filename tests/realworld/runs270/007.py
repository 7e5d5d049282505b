# Port of our LoRA helper (written for Llama nn.Linear projections) to a small GPT-2 model.
import math, random, torch, torch.nn as nn
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel

torch.manual_seed(0); random.seed(0)
vocab = {"[UNK]": 0, "<|endoftext|>": 1, "[PAD]": 2}
for i in range(60):
    vocab[f"w{i}"] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, eos_token="<|endoftext|>", unk_token="[UNK]", pad_token="[PAD]")

class LoRAWrapper(nn.Module):
    """y = W x + (alpha/r) * B A x ; shapes taken from the wrapped projection's weight."""
    def __init__(self, base, r=8, alpha=16):
        super().__init__()
        self.base = base
        out_features, in_features = base.weight.shape
        self.lora_A = nn.Parameter(torch.empty(r, in_features))
        self.lora_B = nn.Parameter(torch.zeros(out_features, r))
        nn.init.kaiming_uniform_(self.lora_A, a=math.sqrt(5))
        self.scaling = alpha / r
    def forward(self, x):
        return self.base(x) + (x @ self.lora_A.t() @ self.lora_B.t()) * self.scaling

config = GPT2Config(vocab_size=len(tokenizer), n_layer=2, n_embd=64, n_head=4, n_positions=64,
                    bos_token_id=1, eos_token_id=1, pad_token_id=2)
model = GPT2LMHeadModel(config)
for p in model.parameters():
    p.requires_grad = False
for block in model.transformer.h:
    block.attn.c_attn = LoRAWrapper(block.attn.c_attn)
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(f"trainable params: {trainable} || all params: {sum(p.numel() for p in model.parameters())}")

def seq():
    s = random.randint(0, 59)
    return " ".join(f"w{(s + k) % 60}" for k in range(random.randint(6, 16)))

def collate(rows):
    enc = tokenizer(rows, padding=True, return_tensors="pt")
    enc["labels"] = enc["input_ids"].masked_fill(enc["attention_mask"] == 0, -100)
    return enc

dl = DataLoader([seq() for _ in range(640)], batch_size=32, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
for epoch in range(2):
    model.train()
    for step, b in enumerate(dl):
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
