# Stage 1: pretrain a small GPT-2 on generated text; Stage 2: chat fine-tune, resuming from the stage-1 checkpoint.
import os, random, torch
from torch.utils.data import DataLoader, Dataset
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

torch.manual_seed(0); random.seed(0)
WORDS = "the a cat dog sat ran on under mat log big small red blue quickly slowly and then".split()
def sentence():
    return " ".join(random.choice(WORDS) for _ in range(random.randint(6, 14)))
corpus = [sentence() for _ in range(2000)]

tok = Tokenizer(models.BPE(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator(corpus, trainers.BpeTrainer(vocab_size=120, special_tokens=["[UNK]", "[PAD]", "[EOS]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]", eos_token="[EOS]")
print(f"tokenizer vocab size: {len(tokenizer)}")

class LMData(Dataset):
    def __init__(self, texts): self.enc = tokenizer(texts, padding="max_length", truncation=True, max_length=24, return_tensors="pt")
    def __len__(self): return self.enc["input_ids"].shape[0]
    def __getitem__(self, i): return {k: v[i] for k, v in self.enc.items()}

def train(model, texts, steps, tag):
    dl = DataLoader(LMData(texts), batch_size=16, shuffle=True)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    model.train(); step = 0
    while step < steps:
        for b in dl:
            labels = b["input_ids"].masked_fill(b["attention_mask"] == 0, -100)
            out = model(input_ids=b["input_ids"], attention_mask=b["attention_mask"], labels=labels)
            out.loss.backward(); opt.step(); opt.zero_grad(); step += 1
            if step % 10 == 0: print(f"[{tag}] step {step} loss {out.loss.item():.4f}")
            if step >= steps: break
    return model

config = GPT2Config(vocab_size=len(tokenizer), n_positions=64, n_embd=64, n_layer=2, n_head=4,
                    pad_token_id=tokenizer.pad_token_id, bos_token_id=tokenizer.eos_token_id, eos_token_id=tokenizer.eos_token_id)
model = train(GPT2LMHeadModel(config), corpus, 40, "pretrain")
os.makedirs("ckpt_001", exist_ok=True)
torch.save({"model": model.state_dict(), "step": 40}, "ckpt_001/pretrain.pt")
print("saved ckpt_001/pretrain.pt")

# ---- stage 2: chat fine-tuning ----
tokenizer.add_special_tokens({"additional_special_tokens": ["<|user|>", "<|assistant|>"]})
print(f"tokenizer vocab size after adding chat tokens: {len(tokenizer)}")
chat = [f"<|user|> {sentence()} <|assistant|> {sentence()}" for _ in range(500)]
model = GPT2LMHeadModel(config)
model.resize_token_embeddings(len(tokenizer))
ckpt = torch.load("ckpt_001/pretrain.pt", map_location="cpu")
model.load_state_dict(ckpt["model"])
print(f"resumed from step {ckpt['step']}")
train(model, chat, 40, "chat")
