# Stage 1: pretrain a tiny BERT MLM on synthetic text with a local WordLevel tokenizer, save it.
# Stage 2: fine-tune for classification with the tokenizer rebuilt from the fine-tuning corpus.
import random
import torch
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import (BertConfig, BertForMaskedLM, BertForSequenceClassification,
                          PreTrainedTokenizerFast)

random.seed(0)
torch.manual_seed(0)

def make_corpus(n_words, n_sent):
    words = [f"w{i}" for i in range(n_words)]
    return words, [" ".join(random.choices(words, k=random.randint(5, 20))) for _ in range(n_sent)]

def build_tokenizer(words):
    vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3, "[MASK]": 4}
    for w in words:
        vocab[w] = len(vocab)
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
    tok.pre_tokenizer = pre_tokenizers.Whitespace()
    return PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="[PAD]", unk_token="[UNK]",
                                   cls_token="[CLS]", sep_token="[SEP]", mask_token="[MASK]")

# ---- stage 1: MLM pretraining
words, corpus = make_corpus(400, 512)
tokenizer = build_tokenizer(words)
print("pretrain tokenizer vocab size:", len(tokenizer))
config = BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                    intermediate_size=128, max_position_embeddings=64)
model = BertForMaskedLM(config)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
model.train()
for step in range(30):
    batch = tokenizer(random.sample(corpus, 16), padding=True, truncation=True, max_length=32, return_tensors="pt")
    labels = batch["input_ids"].clone()
    mask = (torch.rand(labels.shape) < 0.15) & (batch["attention_mask"] == 1)
    labels[~mask] = -100
    batch["input_ids"][mask] = tokenizer.mask_token_id
    loss = model(**batch, labels=labels).loss
    loss.backward()
    opt.step()
    opt.zero_grad()
    if step % 10 == 0:
        print(f"pretrain step {step} loss {loss.item():.4f}")
model.save_pretrained("ckpt_002_pretrain")
tokenizer.save_pretrained("ckpt_002_pretrain")
print("saved ckpt_002_pretrain")

# ---- stage 2: fine-tune
ft_words, ft_corpus = make_corpus(520, 256)
ft_tokenizer = build_tokenizer(ft_words)
print("fine-tune tokenizer vocab size:", len(ft_tokenizer))
ft_config = BertConfig.from_pretrained("ckpt_002_pretrain", vocab_size=len(ft_tokenizer), num_labels=2)
clf = BertForSequenceClassification.from_pretrained("ckpt_002_pretrain", config=ft_config)
print(clf.num_parameters(), "parameters")
