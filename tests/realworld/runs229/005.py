import random
import torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, DataCollatorWithPadding, BertConfig, BertForSequenceClassification

random.seed(0)
POS = ["great", "excellent", "good", "lovely", "fine"]
NEG = ["bad", "awful", "poor", "terrible", "boring"]
FILL = ["the", "movie", "was", "plot", "acting", "really", "quite", "and", "a", "story", "film", "very"]
def sample():
    y = random.randint(0, 1)
    words = random.choices(FILL, k=random.randint(3, 12)) + [random.choice(POS if y else NEG)]
    random.shuffle(words)
    return {"text": " ".join(words), "label": y}
raw = [sample() for _ in range(600)]

vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3}
for w in FILL + POS + NEG:
    vocab.setdefault(w, len(vocab))
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]")
print(f"vocab size: {tokenizer.vocab_size}")

def preprocess(ex):
    enc = tokenizer(ex["text"], truncation=True, max_length=32)
    enc["labels"] = ex["label"]
    enc["text"] = ex["text"]
    return enc
train = [preprocess(ex) for ex in raw]
print(f"example features: {sorted(train[0].keys())}")

collator = DataCollatorWithPadding(tokenizer=tokenizer, return_tensors="pt")
loader = DataLoader(train, batch_size=32, shuffle=True, collate_fn=collator)
cfg = BertConfig(vocab_size=len(vocab), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
model.train()
for epoch in range(3):
    for step, batch in enumerate(loader):
        loss = model(**{k: v for k, v in batch.items() if k != "text"}).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
