"""Sentiment fine-tune with a tiny GPT-2 sequence classifier (migrating from the BERT recipe)."""
import random
import torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import GPT2Config, GPT2ForSequenceClassification, PreTrainedTokenizerFast

torch.manual_seed(0)
random.seed(0)

POS = ["good", "great", "fine", "lovely", "excellent"]
NEG = ["bad", "awful", "poor", "terrible", "boring"]
FILL = ["the", "movie", "was", "really", "quite", "plot", "acting", "and", "very", "so"]
vocab = {"<|endoftext|>": 0, "<unk>": 1}
for w in POS + NEG + FILL:
    vocab[w] = len(vocab)
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="<unk>", eos_token="<|endoftext|>",
                                    bos_token="<|endoftext|>")
tokenizer.pad_token = tokenizer.eos_token   # GPT-2 has no pad token
print("tokenizer vocab", len(tokenizer), "pad", tokenizer.pad_token, tokenizer.pad_token_id)


def sample():
    label = random.randint(0, 1)
    words = random.choices(FILL, k=random.randint(3, 9)) + [random.choice(POS if label else NEG)]
    random.shuffle(words)
    return " ".join(words), label


train = [sample() for _ in range(512)]


def collate(batch):
    texts, labels = zip(*batch)
    enc = tokenizer(list(texts), padding=True, truncation=True, max_length=32, return_tensors="pt")
    enc["labels"] = torch.tensor(labels)
    return enc


loader = DataLoader(train, batch_size=16, shuffle=True, collate_fn=collate)
config = GPT2Config(vocab_size=len(tokenizer), n_positions=64, n_embd=64, n_layer=2, n_head=4, num_labels=2,
                    bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id)
model = GPT2ForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)

model.train()
for epoch in range(3):
    for step, batch in enumerate(loader):
        out = model(**batch)
        out.loss.backward()
        opt.step()
        opt.zero_grad()
        if step % 8 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
