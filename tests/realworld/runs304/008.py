import torch
from torch.utils.data import DataLoader, TensorDataset
from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import BertConfig, BertForSequenceClassification, PreTrainedTokenizerFast

torch.manual_seed(0)
words = [f"w{i}" for i in range(150)]
corpus = [" ".join(words[j % 150] for j in range(i, i + 12)) for i in range(600)]
wp = Tokenizer(models.WordLevel(unk_token="[UNK]"))
wp.pre_tokenizer = pre_tokenizers.Whitespace()
wp.train_from_iterator(corpus, trainers.WordLevelTrainer(special_tokens=["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=wp, pad_token="[PAD]", unk_token="[UNK]",
                                    cls_token="[CLS]", sep_token="[SEP]", mask_token="[MASK]")

base_config = BertConfig(vocab_size=len(tokenizer), hidden_size=64, num_hidden_layers=2, num_attention_heads=4,
                         intermediate_size=128, max_position_embeddings=32, num_labels=2)
base_config.save_pretrained("configs_008/base")
print(f"base vocab {len(tokenizer)}")

# --- stage 1: fine-tune with domain markers added to the vocabulary ---
tokenizer.add_special_tokens({"additional_special_tokens": ["[USER]", "[AGENT]", "[TURN]"]})
model = BertForSequenceClassification(base_config)
model.resize_token_embeddings(len(tokenizer))
texts = [("[USER] " if i % 2 else "[AGENT] ") + corpus[i] for i in range(len(corpus))]
labels = torch.tensor([i % 2 for i in range(len(corpus))])
enc = tokenizer(texts, padding="max_length", truncation=True, max_length=16, return_tensors="pt")
loader = DataLoader(TensorDataset(enc["input_ids"], enc["attention_mask"], labels), batch_size=32, shuffle=True)
opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
model.train()
for epoch in range(2):
    for step, (ids, am, y) in enumerate(loader):
        out = model(input_ids=ids, attention_mask=am, labels=y)
        opt.zero_grad()
        out.loss.backward()
        opt.step()
    print(f"epoch {epoch} loss {out.loss.item():.4f}")
model.save_pretrained("ckpt_008")
tokenizer.save_pretrained("ckpt_008")
print("saved fine-tuned model to ckpt_008")

# --- stage 2: evaluation job, builds the model from the shared base config ---
config = BertConfig.from_pretrained("configs_008/base")
tok = PreTrainedTokenizerFast.from_pretrained("ckpt_008")
model = BertForSequenceClassification.from_pretrained("ckpt_008", config=config)
model.eval()
print("loaded ckpt_008 for evaluation")
