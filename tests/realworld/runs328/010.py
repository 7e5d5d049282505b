# Domain-adaptive MLM: extend the vocabulary with domain tokens, train, save; then resume from the checkpoint
import os
import torch
from torch.utils.data import TensorDataset, DataLoader
from transformers import BertConfig, BertForMaskedLM, DataCollatorForLanguageModeling, PreTrainedTokenizerFast
from tokenizers import Tokenizer, models, pre_tokenizers

torch.manual_seed(0)
base_vocab = {"[PAD]": 0, "[UNK]": 1, "[CLS]": 2, "[SEP]": 3, "[MASK]": 4}
for i in range(995):
    base_vocab[f"w{i}"] = len(base_vocab)
tok = Tokenizer(models.WordLevel(base_vocab, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]",
                                    cls_token="[CLS]", sep_token="[SEP]", mask_token="[MASK]")
MODEL_ARGS = dict(hidden_size=128, num_hidden_layers=2, num_attention_heads=4, intermediate_size=256,
                  max_position_embeddings=64)


def build_model(tokenizer):
    return BertForMaskedLM(BertConfig(vocab_size=tokenizer.vocab_size, **MODEL_ARGS))


print(f"base vocab size: {len(tokenizer)}")

# ---- stage 1: add domain tokens and continue pretraining
num_added = tokenizer.add_tokens([f"<gene_{i}>" for i in range(24)])
print(f"added {num_added} domain tokens, vocab size now {len(tokenizer)}")
model = build_model(tokenizer)
model.resize_token_embeddings(len(tokenizer))

texts = [" ".join(f"w{(i * 7 + j * 13) % 995}" if j % 5 else f"<gene_{(i + j) % 24}>" for j in range(30)) for i in range(512)]
enc = tokenizer(texts, truncation=True, max_length=32, padding="max_length", return_tensors="pt")
collator = DataCollatorForLanguageModeling(tokenizer, mlm_probability=0.15)
dl = DataLoader(list(enc["input_ids"]), batch_size=32, shuffle=True, collate_fn=lambda b: collator([{"input_ids": x} for x in b]))
opt = torch.optim.AdamW(model.parameters(), lr=5e-4)
for step, batch in enumerate(dl):
    loss = model(**batch).loss
    loss.backward()
    opt.step()
    opt.zero_grad()
    if step % 4 == 0:
        print(f"stage1 step {step} mlm_loss {loss.item():.4f}")
os.makedirs("ckpt_010", exist_ok=True)
torch.save({"model": model.state_dict(), "optimizer": opt.state_dict(), "step": step}, "ckpt_010/last.pt")
print("saved ckpt_010/last.pt")

# ---- stage 2 (resume job): rebuild the model and load the checkpoint
model = build_model(tokenizer)
state = torch.load("ckpt_010/last.pt", map_location="cpu")
model.load_state_dict(state["model"])
print(f"resumed from step {state['step']}")
