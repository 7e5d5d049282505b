# Instruction-style SFT of a tiny GPT-2 on a "repeat" task, then greedy generation.
# GPT-2 has no pad token, so we reuse eos as pad (the usual recipe) and mask padding out of the loss.
import random, torch
from tokenizers import Tokenizer, models, pre_tokenizers
from torch.utils.data import DataLoader
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

random.seed(0); torch.manual_seed(0)
WORDS = "red blue green yellow black white cat dog fish bird one two three four five six".split()
vocab = {w: i for i, w in enumerate(["<|endoftext|>", "repeat", ":", "=>"] + WORDS)}
core = Tokenizer(models.WordLevel(vocab, unk_token="<|endoftext|>"))
core.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
tok = PreTrainedTokenizerFast(tokenizer_object=core, eos_token="<|endoftext|>", bos_token="<|endoftext|>")
tok.pad_token = tok.eos_token

def sample():
    w = random.choices(WORDS, k=random.randint(2, 5))
    return f"repeat : {' '.join(w)} => {' '.join(w)} {tok.eos_token}"
train = [sample() for _ in range(3000)]

def collate(texts):
    enc = tok(texts, padding=True, return_tensors="pt")
    labels = enc["input_ids"].clone()
    labels[labels == tok.pad_token_id] = -100
    enc["labels"] = labels
    return enc

cfg = GPT2Config(vocab_size=len(vocab), n_positions=32, n_embd=128, n_layer=2, n_head=4,
                 bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id)
model = GPT2LMHeadModel(cfg)
dl = DataLoader(train, batch_size=32, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(3):
    model.train()
    for step, b in enumerate(dl):
        loss = model(**b).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 30 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")

model.eval()
prompts = ["repeat : cat dog =>", "repeat : red blue green =>", "repeat : one two three four =>", "repeat : fish =>"]
tok.padding_side = "left"
enc = tok(prompts, padding=True, return_tensors="pt")
with torch.no_grad():
    out = model.generate(**enc, max_new_tokens=16, do_sample=False)
new = out[:, enc["input_ids"].shape[1]:]
lengths = [(row != tok.eos_token_id).sum().item() for row in new]
for p, row in zip(prompts, new):
    print(f"{p!r} -> {tok.decode(row, skip_special_tokens=True)!r}")
print(f"generated tokens per sample: {lengths} (max_new_tokens=16)")
