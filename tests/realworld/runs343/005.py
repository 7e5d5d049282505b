# Train a word-level tokenizer on our ticket corpus and fine-tune a tiny GPT-2 on it.
import random
import torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel

random.seed(0)
words = ["printer", "offline", "vpn", "login", "reset", "password", "ticket", "urgent", "laptop", "screen",
         "broken", "please", "help", "network", "slow", "email", "sync", "error", "update", "install"]
corpus = [" ".join(random.choices(words, k=random.randint(4, 20))) for _ in range(2000)]

tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator(corpus, trainers.WordLevelTrainer(special_tokens=["[UNK]", "<|endoftext|>"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", eos_token="<|endoftext|>",
                                    bos_token="<|endoftext|>")
print(f"tokenizer vocab size: {len(tokenizer)}")

def collate(batch):
    enc = tokenizer(batch, padding=True, truncation=True, max_length=32, return_tensors="pt")
    enc["labels"] = enc["input_ids"].clone()
    return enc

dl = DataLoader(corpus, batch_size=16, shuffle=True, collate_fn=collate)
model = GPT2LMHeadModel(GPT2Config(vocab_size=len(tokenizer), n_positions=64, n_embd=64, n_layer=2, n_head=4))
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for step, batch in enumerate(dl):
    loss = model(**batch).loss
    loss.backward(); opt.step(); opt.zero_grad()
    if step % 20 == 0:
        print(f"step {step} loss {loss.item():.4f}")
