# Train a small byte-level BPE on our corpus, save it, reload with AutoTokenizer and fine-tune a GPT-2 LM.
import os
import random
import torch
from torch.utils.data import DataLoader
from tokenizers import ByteLevelBPETokenizer
from transformers import AutoTokenizer, GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

random.seed(0)
torch.manual_seed(0)

words = ["the", "model", "loss", "gradient", "token", "layer", "batch", "step", "weight", "attention",
         "learns", "drops", "rises", "quickly", "slowly", "every", "epoch", "after", "before", "warmup"]
corpus = [" ".join(random.choices(words, k=random.randint(5, 30))) for _ in range(2000)]

bpe = ByteLevelBPETokenizer()
bpe.train_from_iterator(corpus, vocab_size=400, min_frequency=2, special_tokens=["<|endoftext|>"])
os.makedirs("tok_003", exist_ok=True)
PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|endoftext|>", bos_token="<|endoftext|>").save_pretrained("tok_003")
tokenizer = AutoTokenizer.from_pretrained("tok_003")
print(f"tokenizer: {type(tokenizer).__name__} vocab={len(tokenizer)}")

config = GPT2Config(vocab_size=len(tokenizer), n_positions=128, n_embd=128, n_layer=2, n_head=4,
                    bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id)
model = GPT2LMHeadModel(config)


def collate(texts):
    enc = tokenizer(texts, padding=True, truncation=True, max_length=64, return_tensors="pt")
    enc["labels"] = enc["input_ids"].clone()
    return enc


loader = DataLoader(corpus, batch_size=16, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for step, batch in enumerate(loader):
    loss = model(**batch).loss
    loss.backward()
    opt.step(); opt.zero_grad()
    if step % 10 == 0:
        print(f"step {step} loss {loss.item():.4f}")
