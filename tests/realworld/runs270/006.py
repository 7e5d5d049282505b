# Fine-tune a small GPT-2 on counting sequences, evaluate greedy generation, save and reload.
import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel

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
dl = DataLoader([seq() for _ in range(1200)], batch_size=32, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
total_steps = 3 * len(dl)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=total_steps, pct_start=0.1)
step = 0
for epoch in range(3):
    model.train(); tot = 0.0
    for b in dl:
        loss = model(**b).loss
        loss.backward(); torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad(); tot += loss.item(); step += 1
        if step % 20 == 0:
            print(f"step {step}/{total_steps} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    print(f"epoch {epoch} mean_loss {tot/len(dl):.4f}")

def gen_accuracy(m, n=64):
    m.eval(); random.seed(123)
    prompts = [seq(5) for _ in range(n)]
    enc = tokenizer([" ".join(p) for p in prompts], padding=True, return_tensors="pt")
    with torch.no_grad():
        out = m.generate(**enc, max_new_tokens=4, do_sample=False, pad_token_id=tokenizer.pad_token_id)
    texts = tokenizer.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    ok = 0
    for p, t in zip(prompts, texts):
        last = int(p[-1][1:])
        ok += t.split() == [f"w{(last + k) % 60}" for k in range(1, 5)]
    print("sample:", " ".join(prompts[0]), "->", texts[0])
    return ok / n

print(f"generation exact-match: {gen_accuracy(model):.3f}")
model.save_pretrained("ckpt_006"); tokenizer.save_pretrained("ckpt_006")
reloaded = GPT2LMHeadModel.from_pretrained("ckpt_006")
print(f"reloaded generation exact-match: {gen_accuracy(reloaded):.3f}")
