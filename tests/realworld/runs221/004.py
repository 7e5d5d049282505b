# Text classification with a word-level tokenizer and a plain DataLoader.
import random, torch, torch.nn as nn
from torch.utils.data import Dataset, DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast

random.seed(0); torch.manual_seed(0)
words = ["good", "bad", "movie", "plot", "great", "awful", "actor", "boring", "fun", "long", "the", "a", "was", "is"]
texts = [" ".join(random.choices(words, k=random.randint(4, 20))) for _ in range(400)]
labels = [int(t.count("good") + t.count("great") + t.count("fun") > t.count("bad") + t.count("awful") + t.count("boring")) for t in texts]

tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]")

class ReviewDataset(Dataset):
    def __init__(self, texts, labels):
        self.enc = [tokenizer(t, truncation=True, max_length=32) for t in texts]
        self.labels = labels
    def __len__(self):
        return len(self.labels)
    def __getitem__(self, i):
        return {"input_ids": torch.tensor(self.enc[i]["input_ids"]), "label": torch.tensor(self.labels[i])}

class BagModel(nn.Module):
    def __init__(self, vocab):
        super().__init__()
        self.emb = nn.Embedding(vocab, 32, padding_idx=0)
        self.out = nn.Linear(32, 2)
    def forward(self, ids):
        return self.out(self.emb(ids).mean(1))

ds = ReviewDataset(texts, labels)
print(f"{len(ds)} examples, vocab {tokenizer.vocab_size}")
loader = DataLoader(ds, batch_size=16, shuffle=True, num_workers=0)
model = BagModel(tokenizer.vocab_size)
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
for epoch in range(3):
    for batch in loader:
        loss = nn.functional.cross_entropy(model(batch["input_ids"]), batch["label"])
        opt.zero_grad(); loss.backward(); opt.step()
    print(f"epoch {epoch} loss {loss.item():.4f}")
