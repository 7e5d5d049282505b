import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel

random.seed(0); torch.manual_seed(0)
words = "the a cat dog sat ran on under mat table quickly slowly red blue big small".split()
corpus = [" ".join(random.choice(words) for _ in range(random.randint(4, 20))) for _ in range(400)]

# train a small BPE tokenizer on the corpus (replacement for the original gpt2 tokenizer)
tok = Tokenizer(models.BPE(unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
tok.train_from_iterator(corpus, trainers.BpeTrainer(vocab_size=300, special_tokens=["<unk>", "<|endoftext|>"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<unk>",
                                    bos_token="<|endoftext|>", eos_token="<|endoftext|>")
print(f"vocab size: {len(tokenizer)}")

def collate(batch):
    enc = tokenizer(batch, padding=True, truncation=True, max_length=32, return_tensors="pt")
    enc["labels"] = enc["input_ids"].clone()
    return enc

dl = DataLoader(corpus, batch_size=16, shuffle=True, collate_fn=collate)
model = GPT2LMHeadModel(GPT2Config(vocab_size=len(tokenizer), n_positions=64, n_embd=64, n_layer=2, n_head=4))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(2):
    for step, batch in enumerate(dl):
        out = model(**batch)
        opt.zero_grad(); out.loss.backward(); opt.step()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
