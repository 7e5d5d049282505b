# Fine-tune a small GPT-2 style LM after adding a pad token, save it, then reload for evaluation.
import os, random, torch
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, GPT2Config, GPT2LMHeadModel

torch.manual_seed(0); random.seed(0)
vocab = {"[UNK]": 0, "<|endoftext|>": 1}
for i in range(60):
    vocab[f"w{i}"] = len(vocab)
tk = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]")); tk.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tk, eos_token="<|endoftext|>", unk_token="[UNK]")

def project_config():
    return GPT2Config(vocab_size=62, n_layer=2, n_embd=64, n_head=4, n_positions=64,
                      bos_token_id=1, eos_token_id=1)
model = GPT2LMHeadModel(project_config())

tokenizer.add_special_tokens({"pad_token": "[PAD]"})
model.resize_token_embeddings(len(tokenizer))
print("vocab size after adding pad:", len(tokenizer))

def sample():
    s = random.randint(0, 59); n = random.randint(6, 14)
    return " ".join(f"w{(s + k) % 60}" for k in range(n))

opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
model.train()
for step in range(1, 61):
    batch = tokenizer([sample() for _ in range(16)], padding=True, return_tensors="pt")
    labels = batch["input_ids"].masked_fill(batch["attention_mask"] == 0, -100)
    out = model(**batch, labels=labels)
    out.loss.backward(); opt.step(); opt.zero_grad()
    if step % 10 == 0:
        print(f"step {step} loss {out.loss.item():.4f}")

os.makedirs("ckpt_001", exist_ok=True)
model.save_pretrained("ckpt_001")
tokenizer.save_pretrained("ckpt_001")
print("saved to ckpt_001")

# evaluation job: rebuild the model from the project config and load the fine-tuned weights
eval_model = GPT2LMHeadModel.from_pretrained("ckpt_001", config=project_config())
eval_model.eval()
batch = tokenizer([sample() for _ in range(32)], padding=True, return_tensors="pt")
with torch.no_grad():
    labels = batch["input_ids"].masked_fill(batch["attention_mask"] == 0, -100)
    print("eval loss", eval_model(**batch, labels=labels).loss.item())
