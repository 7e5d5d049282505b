# Headline topic classification: train a WordLevel tokenizer on the corpus, then fine-tune a small BERT.
import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import BertConfig, BertForSequenceClassification, PreTrainedTokenizerFast

random.seed(0); torch.manual_seed(0)
TOPICS = {
    0: "election senate vote minister parliament campaign policy governor".split(),
    1: "match striker league season coach championship goal tournament".split(),
    2: "stocks market earnings shares investors profit bank inflation".split(),
    3: "vaccine hospital patients doctors study disease health virus".split(),
}
FILLER = "new report says after latest week amid big record over first".split()
def headline(label):
    words = random.sample(TOPICS[label], 2) + random.sample(FILLER, 4)
    random.shuffle(words)
    return " ".join(w.capitalize() for w in words)   # headlines come in Title Case
data = [(headline(l), l) for l in [random.randrange(4) for _ in range(3000)]]
train, val = data[:2500], data[2500:]

# vocabulary from the lower-cased corpus
tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator([t.lower() for t, _ in train],
                        trainers.WordLevelTrainer(special_tokens=["[UNK]", "[PAD]", "[CLS]", "[SEP]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]",
                                    cls_token="[CLS]", sep_token="[SEP]")
print(f"vocab size: {len(tokenizer)}")
print(f"example: {train[0][0]!r} -> {tokenizer(train[0][0])['input_ids']}")

def collate(batch):
    enc = tokenizer([t for t, _ in batch], padding=True, truncation=True, max_length=16, return_tensors="pt")
    enc["labels"] = torch.tensor([l for _, l in batch]); return enc

train_dl = DataLoader(train, batch_size=32, shuffle=True, collate_fn=collate)
val_dl = DataLoader(val, batch_size=100, collate_fn=collate)
model = BertForSequenceClassification(BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2,
                                                 num_attention_heads=4, intermediate_size=128,
                                                 max_position_embeddings=32, num_labels=4,
                                                 pad_token_id=tokenizer.pad_token_id))
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(4):
    model.train()
    for step, batch in enumerate(train_dl):
        loss = model(**batch).loss
        loss.backward(); opt.step(); opt.zero_grad()
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f}")
    model.eval(); correct = 0
    with torch.no_grad():
        for batch in val_dl:
            correct += (model(**batch).logits.argmax(-1) == batch["labels"]).sum().item()
    print(f"epoch {epoch} val_acc {correct / len(val):.4f}")
