import random
import torch
from torch.utils.data import Dataset, DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast, BertConfig, BertForSequenceClassification

random.seed(0); torch.manual_seed(0)
POS = ["great", "excellent", "good", "wonderful", "fine", "lovely"]
NEG = ["bad", "awful", "poor", "terrible", "boring", "weak"]
FILL = ["the", "movie", "plot", "was", "acting", "and", "really", "quite", "story", "music", "a", "it"]

def make_review():
    label = random.randint(0, 1)
    words = random.choices(FILL, k=random.randint(4, 20)) + random.choices(POS if label else NEG, k=2)
    random.shuffle(words)
    return " ".join(words), label

reviews = [make_review() for _ in range(2000)]
raw = Tokenizer(models.WordLevel(unk_token="[UNK]"))
raw.pre_tokenizer = pre_tokenizers.Whitespace()
raw.train_from_iterator([t for t, _ in reviews], trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=raw, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]", sep_token="[SEP]")
print("vocab size:", tokenizer.vocab_size)

class ReviewDataset(Dataset):
    def __init__(self, rows, tok, max_length=32):
        self.rows, self.tok, self.max_length = rows, tok, max_length
    def __len__(self):
        return len(self.rows)
    def __getitem__(self, i):
        text, label = self.rows[i]
        enc = self.tok(text, truncation=True, max_length=self.max_length, return_tensors="pt")
        return {"input_ids": enc["input_ids"][0], "attention_mask": enc["attention_mask"][0], "labels": torch.tensor(label)}

train_ds = ReviewDataset(reviews[:1600], tokenizer)
print("example:", train_ds[0])
loader = DataLoader(train_ds, batch_size=32, shuffle=True, num_workers=2)
config = BertConfig(vocab_size=tokenizer.vocab_size, hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(config)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for epoch in range(3):
    for step, batch in enumerate(loader):
        loss = model(**batch).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
