import random, torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import PreTrainedTokenizerFast, BertConfig, BertForSequenceClassification

random.seed(0); torch.manual_seed(0)
filler = ("we ordered the set menu and the waiter brought bread water soup salad pasta fish dessert "
          "coffee then the room was busy and the music was loud but the table was near the window").split()
def review():
    y = random.randint(0, 1)
    body = [random.choice(filler) for _ in range(random.randint(35, 55))]
    verdict = random.choice(["great", "excellent", "lovely"]) if y else random.choice(["awful", "terrible", "bland"])
    return " ".join(body + ["overall", "it", "was", verdict]), y
train = [review() for _ in range(1500)]; test = [review() for _ in range(300)]

tok = Tokenizer(models.WordLevel(unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tok.train_from_iterator([t for t, _ in train], trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]")
print(f"vocab size {len(tokenizer)}")

MAX_LEN = 32
def collate(batch):
    texts, ys = zip(*batch)
    enc = tokenizer(list(texts), padding="max_length", truncation=True, max_length=MAX_LEN, return_tensors="pt")
    enc["labels"] = torch.tensor(ys)
    return enc

train_dl = DataLoader(train, batch_size=32, shuffle=True, collate_fn=collate)
test_dl = DataLoader(test, batch_size=100, collate_fn=collate)
cfg = BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=128, max_position_embeddings=64, num_labels=2)
model = BertForSequenceClassification(cfg)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
for epoch in range(4):
    model.train(); tot = 0.0
    for batch in train_dl:
        out = model(**batch)
        opt.zero_grad(); out.loss.backward(); opt.step(); tot += out.loss.item()
    model.eval(); correct = 0
    with torch.no_grad():
        for batch in test_dl:
            correct += (model(**batch).logits.argmax(-1) == batch["labels"]).sum().item()
    print(f"epoch {epoch} train_loss {tot/len(train_dl):.4f} test_acc {correct/len(test):.4f}")
