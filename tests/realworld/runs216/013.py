# Tiny BERT classifier from a local config with a locally trained WordPiece tokenizer
import random
import torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, normalizers, pre_tokenizers, trainers, processors
from transformers import BertConfig, BertForSequenceClassification, PreTrainedTokenizerFast, get_linear_schedule_with_warmup

random.seed(0)
pos_words = "good great excellent fine happy superb nice".split()
neg_words = "bad awful poor sad terrible worse ugly".split()
filler = "the movie was and plot acting a very it really".split()


def make(label):
    bank = pos_words if label else neg_words
    words = random.choices(filler, k=8) + random.choices(bank, k=3)
    random.shuffle(words)
    return " ".join(words), label


data = [make(random.randint(0, 1)) for _ in range(1200)]

wp = Tokenizer(models.WordPiece(unk_token="[UNK]"))
wp.normalizer = normalizers.BertNormalizer(lowercase=True)
wp.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
wp.train_from_iterator([t for t, _ in data], trainers.WordPieceTrainer(
    vocab_size=200, special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]))
wp.post_processor = processors.TemplateProcessing(
    single="[CLS] $A [SEP]", special_tokens=[("[CLS]", wp.token_to_id("[CLS]")), ("[SEP]", wp.token_to_id("[SEP]"))])
tokenizer = PreTrainedTokenizerFast(tokenizer_object=wp, unk_token="[UNK]", pad_token="[PAD]",
                                    cls_token="[CLS]", sep_token="[SEP]", mask_token="[MASK]")
print(f"tokenizer vocab size {len(tokenizer)}")


def collate(batch):
    texts, labels = zip(*batch)
    enc = tokenizer(list(texts), padding=True, truncation=True, max_length=32, return_tensors="pt")
    enc["labels"] = torch.tensor(labels)
    return enc


train_loader = DataLoader(data[:1000], batch_size=32, shuffle=True, collate_fn=collate)
val_loader = DataLoader(data[1000:], batch_size=100, collate_fn=collate)

config = BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                    intermediate_size=128, max_position_embeddings=64, num_labels=2,
                    pad_token_id=tokenizer.pad_token_id)
model = BertForSequenceClassification(config)
epochs = 3
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
sched = get_linear_schedule_with_warmup(opt, num_warmup_steps=10, num_training_steps=epochs * len(train_loader))
for epoch in range(epochs):
    model.train()
    for step, batch in enumerate(train_loader):
        out = model(**batch)
        out.loss.backward(); opt.step(); sched.step(); opt.zero_grad()
        if step % 10 == 0:
            print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
    model.eval()
    correct = 0
    with torch.no_grad():
        for batch in val_loader:
            correct += (model(**batch).logits.argmax(-1) == batch["labels"]).sum().item()
    print(f"epoch {epoch} val_acc {correct / 200:.4f}")
model.save_pretrained("tiny_bert_cls")
tokenizer.save_pretrained("tiny_bert_cls")
print("saved to tiny_bert_cls")
