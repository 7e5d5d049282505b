import random
import torch
from torch.utils.data import DataLoader
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import (PreTrainedTokenizerFast, DataCollatorForLanguageModeling, GPT2Config,
                          GPT2LMHeadModel, get_cosine_schedule_with_warmup)

random.seed(0)
SUBJ = ["the cat", "a dog", "my friend", "the teacher", "our neighbour"]
VERB = ["sees", "likes", "follows", "calls", "helps"]
OBJ = ["the bird", "a child", "the farmer", "my sister", "the doctor"]
texts = [f"{random.choice(SUBJ)} {random.choice(VERB)} {random.choice(OBJ)} ." for _ in range(2000)]
words = sorted({w for t in texts for w in t.split()})
vocab = {"<pad>": 0, "<unk>": 1, "<eos>": 2}
for w in words:
    vocab[w] = len(vocab)
tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
tok.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, pad_token="<pad>", unk_token="<unk>", eos_token="<eos>")
print(f"vocab size {len(tokenizer)}")
features = [{"input_ids": tokenizer(t + " <eos>")["input_ids"]} for t in texts]
collator = DataCollatorForLanguageModeling(tokenizer=tokenizer, mlm=False)
loader = DataLoader(features, batch_size=32, shuffle=True, collate_fn=collator)

torch.manual_seed(0)
cfg = GPT2Config(vocab_size=len(tokenizer), n_positions=32, n_embd=64, n_layer=2, n_head=4,
                 pad_token_id=0, eos_token_id=2, bos_token_id=2)
model = GPT2LMHeadModel(cfg)
epochs = 4
opt = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=0.01)
sched = get_cosine_schedule_with_warmup(opt, 20, epochs * len(loader))
for epoch in range(epochs):
    model.train()
    tot = 0.0
    for step, batch in enumerate(loader):
        loss = model(**batch).loss
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step(); sched.step(); opt.zero_grad()
        tot += loss.item()
        if step % 20 == 0:
            print(f"epoch {epoch} step {step} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")
    print(f"epoch {epoch} mean_loss {tot/len(loader):.4f}")
model.eval()
prompt = tokenizer("the cat", return_tensors="pt")
out = model.generate(**prompt, max_new_tokens=4, do_sample=False, pad_token_id=0)
print("sample:", tokenizer.decode(out[0]))
