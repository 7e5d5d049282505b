# Instruction fine-tuning of a small causal LM: loss computed on the response tokens only.
import random, torch
from torch.utils.data import Dataset, DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel

torch.manual_seed(0); random.seed(0)
vocab = {"[UNK]": 0, "<|endoftext|>": 1, "[PAD]": 2, "###": 3}
for i in range(80):
    vocab[f"w{i}"] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, eos_token="<|endoftext|>", unk_token="[UNK]", pad_token="[PAD]")

MAX_LEN = 32

def make_example():
    ctx = [random.randint(0, 79) for _ in range(random.randint(30, 50))]
    prompt = " ".join(f"w{t}" for t in ctx) + " ###"
    response = " ".join(f"w{t}" for t in sorted(ctx[:5])) + " <|endoftext|>"
    return prompt, response

class SFTDataset(Dataset):
    def __init__(self, n):
        self.rows = [make_example() for _ in range(n)]
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        prompt, response = self.rows[i]
        p_ids = tokenizer(prompt)["input_ids"]
        r_ids = tokenizer(response)["input_ids"]
        ids = (p_ids + r_ids)[:MAX_LEN]
        labels = ([-100] * len(p_ids) + r_ids)[:MAX_LEN]
        return torch.tensor(ids), torch.tensor(labels)

def collate(batch):
    ids = torch.nn.utils.rnn.pad_sequence([b[0] for b in batch], batch_first=True, padding_value=tokenizer.pad_token_id)
    labels = torch.nn.utils.rnn.pad_sequence([b[1] for b in batch], batch_first=True, padding_value=-100)
    return {"input_ids": ids, "attention_mask": (ids != tokenizer.pad_token_id).long(), "labels": labels}

ds = SFTDataset(512)
dl = DataLoader(ds, batch_size=16, shuffle=True, collate_fn=collate)
config = GPT2Config(vocab_size=len(tokenizer), n_layer=2, n_embd=64, n_head=4, n_positions=64,
                    bos_token_id=1, eos_token_id=1, pad_token_id=2)
model = GPT2LMHeadModel(config)
print(f"params: {sum(p.numel() for p in model.parameters())/1e6:.2f}M  max_len={MAX_LEN}  examples={len(ds)}")
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda s: min(1.0, (s + 1) / 10))

step = 0
for epoch in range(3):
    model.train()
    for batch in dl:
        out = model(**batch)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        step += 1
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    print(f"epoch {epoch} done")
model.save_pretrained("ckpt_002")
print("training finished, saved ckpt_002")
