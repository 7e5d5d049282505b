# Fine-tune a small GPT-2 then compute pass@3 over generated continuations.
import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel, GenerationConfig

torch.manual_seed(0); random.seed(0)
vocab = {"[UNK]": 0, "<|endoftext|>": 1, "[PAD]": 2}
for i in range(60):
    vocab[f"w{i}"] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, eos_token="<|endoftext|>", unk_token="[UNK]", pad_token="[PAD]")
tokenizer.padding_side = "left"

def seq(n=None):
    s = random.randint(0, 59); n = n or random.randint(6, 16)
    return [f"w{(s + k) % 60}" for k in range(n)]

def collate(rows):
    enc = tokenizer([" ".join(r) for r in rows], padding=True, return_tensors="pt")
    enc["labels"] = enc["input_ids"].masked_fill(enc["attention_mask"] == 0, -100)
    return enc

config = GPT2Config(vocab_size=len(tokenizer), n_layer=2, n_embd=64, n_head=4, n_positions=64,
                    bos_token_id=1, eos_token_id=1, pad_token_id=2)
model = GPT2LMHeadModel(config)
dl = DataLoader([seq() for _ in range(640)], batch_size=32, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
for epoch in range(2):
    model.train(); tot = 0.0
    for b in dl:
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad(); tot += loss.item()
    print(f"epoch {epoch} mean_loss {tot/len(dl):.4f}")

gen_cfg = GenerationConfig(max_new_tokens=4, num_return_sequences=3, temperature=0.7, top_p=0.9,
                           pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id)
model.eval()
prompts = [seq(5) for _ in range(32)]
enc = tokenizer([" ".join(p) for p in prompts], padding=True, return_tensors="pt")
print(f"generating {gen_cfg.num_return_sequences} candidates for {len(prompts)} prompts")
with torch.no_grad():
    out = model.generate(**enc, generation_config=gen_cfg)
texts = tokenizer.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
hits = 0
for i, p in enumerate(prompts):
    last = int(p[-1][1:]); want = [f"w{(last + k) % 60}" for k in range(1, 5)]
    hits += any(t.split() == want for t in texts[3 * i:3 * i + 3])
print(f"pass@3 {hits/len(prompts):.3f}")
