# fine-tune a small GPT-2 style classifier with our own BPE tokenizer
import random
import torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, trainers, pre_tokenizers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2ForSequenceClassification

random.seed(0)
torch.manual_seed(0)
pos = ["great", "lovely", "excellent", "superb", "fine", "happy"]
neg = ["awful", "terrible", "poor", "bad", "sad", "boring"]
filler = ["the", "movie", "was", "really", "quite", "plot", "acting", "and", "a", "film", "story"]


def make(n):
    rows = []
    for _ in range(n):
        lab = random.randint(0, 1)
        words = random.choices(filler, k=random.randint(3, 12)) + [random.choice(pos if lab else neg)]
        random.shuffle(words)
        rows.append((" ".join(words), lab))
    return rows


train = make(1000)
bpe = Tokenizer(models.BPE(unk_token="<|unk|>"))
bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
trainer = trainers.BpeTrainer(vocab_size=300, special_tokens=["<|endoftext|>", "<|unk|>"])
bpe.train_from_iterator([t for t, _ in train], trainer)
tok = PreTrainedTokenizerFast(tokenizer_object=bpe, bos_token="<|endoftext|>", eos_token="<|endoftext|>",
                              unk_token="<|unk|>")
tok.save_pretrained("tok_gpt2_small")
print("vocab size", len(tok))

cfg = GPT2Config(vocab_size=len(tok), n_embd=64, n_layer=2, n_head=2, n_positions=64, num_labels=2)
model = GPT2ForSequenceClassification(cfg)


def collate(batch):
    texts = [t for t, _ in batch]
    enc = tok(texts, padding=True, truncation=True, max_length=32, return_tensors="pt")
    enc["labels"] = torch.tensor([l for _, l in batch])
    return enc


loader = DataLoader(train, batch_size=16, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for epoch in range(2):
    for step, batch in enumerate(loader):
        out = model(**batch)
        out.loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
