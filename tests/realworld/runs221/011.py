# Small BERT sentiment classifier: word-level tokenizer, padded batches, train/eval loop, checkpoint round trip.
import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast, BertConfig, BertForSequenceClassification, DataCollatorWithPadding

random.seed(0); torch.manual_seed(0)
pos, neg, filler = ["good", "great", "fun", "superb"], ["bad", "awful", "boring", "dull"], ["the", "a", "movie", "plot", "was", "is", "actor", "long"]
def sample():
    lab = random.randint(0, 1)
    ws = random.choices(filler, k=random.randint(3, 12)) + random.choices(pos if lab else neg, k=random.randint(1, 3))
    random.shuffle(ws); return " ".join(ws), lab
data = [sample() for _ in range(1200)]
tok = Tokenizer(models.WordLevel(unk_token="[UNK]")); tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator([t for t, _ in data], trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]", "[CLS]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]")
enc = [dict(tokenizer("[CLS] " + t, truncation=True, max_length=32), labels=l) for t, l in data]
collate = DataCollatorWithPadding(tokenizer)
train = DataLoader(enc[:1000], batch_size=32, shuffle=True, collate_fn=collate)
val = DataLoader(enc[1000:], batch_size=64, collate_fn=collate)
cfg = BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                 max_position_embeddings=64, num_labels=2, pad_token_id=tokenizer.pad_token_id)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
def evaluate(m):
    m.eval(); correct = 0
    with torch.no_grad():
        for b in val:
            correct += (m(**{k: v for k, v in b.items() if k != "labels"}).logits.argmax(-1) == b["labels"]).sum().item()
    return correct / 200
for epoch in range(3):
    model.train(); total = 0.0
    for b in train:
        out = model(**b); out.loss.backward(); opt.step(); opt.zero_grad(); total += out.loss.item()
    print(f"epoch {epoch} train_loss {total / len(train):.4f} val_acc {evaluate(model):.3f}")
model.save_pretrained("bert-sentiment"); tokenizer.save_pretrained("bert-sentiment")
reloaded = BertForSequenceClassification.from_pretrained("bert-sentiment")
print(f"reloaded val_acc {evaluate(reloaded):.3f}")
