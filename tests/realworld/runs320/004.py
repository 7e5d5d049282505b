# stage 1: extend tokenizer with domain tokens and continue MLM pretraining; stage 2: load for fine-tuning
import random
import torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, trainers, pre_tokenizers
from transformers import (PreTrainedTokenizerFast, BertConfig, BertForMaskedLM,
                          BertForSequenceClassification, DataCollatorForLanguageModeling)

random.seed(0)
torch.manual_seed(0)
words = "the a cell protein gene binds to expression of in and is with high low level mouse human".split()
texts = [" ".join(random.choices(words, k=random.randint(5, 20))) for _ in range(800)]

wl = Tokenizer(models.WordLevel(unk_token="[UNK]"))
wl.pre_tokenizer = pre_tokenizers.Whitespace()
wl.train_from_iterator(texts, trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]))
tok = PreTrainedTokenizerFast(tokenizer_object=wl, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]",
                              sep_token="[SEP]", mask_token="[MASK]")
cfg = BertConfig(vocab_size=len(tok), hidden_size=64, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=128, max_position_embeddings=64)
mlm = BertForMaskedLM(cfg)
mlm.save_pretrained("bert_base_ckpt")
tok.save_pretrained("bert_base_ckpt")

# ---- stage 1: add domain tokens, continue pretraining
added = tok.add_tokens(["CRISPR", "Cas9", "mRNA", "siRNA", "knockout", "p53", "EGFR", "HEK293"])
print(f"added {added} tokens, vocab now {len(tok)}")
mlm = BertForMaskedLM.from_pretrained("bert_base_ckpt")
mlm.resize_token_embeddings(len(tok))
dom = ["CRISPR", "Cas9", "mRNA", "siRNA", "knockout", "p53", "EGFR", "HEK293"]
texts2 = [t + " " + random.choice(dom) for t in texts]
coll = DataCollatorForLanguageModeling(tok, mlm_probability=0.15)
loader = DataLoader([tok(t, truncation=True, max_length=32) for t in texts2], batch_size=32, shuffle=True,
                    collate_fn=coll)
opt = torch.optim.AdamW(mlm.parameters(), lr=5e-4)
for step, batch in enumerate(loader):
    out = mlm(**batch)
    out.loss.backward()
    opt.step()
    opt.zero_grad()
    if step % 5 == 0:
        print(f"mlm step {step} loss {out.loss.item():.4f}")
mlm.save_pretrained("bert_domain_ckpt")
tok.save_pretrained("bert_domain_ckpt")

# ---- stage 2: fine-tune classifier from the domain checkpoint
config = BertConfig.from_pretrained("bert_base_ckpt", num_labels=2)
clf = BertForSequenceClassification.from_pretrained("bert_domain_ckpt", config=config)
print(clf.config.vocab_size)
