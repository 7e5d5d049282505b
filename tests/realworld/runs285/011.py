# Tiny GPT-2 LM on a generated corpus with accelerate (grad accumulation), then batched generation.
import random
import torch
from torch.utils.data import DataLoader
from accelerate import Accelerator
from tokenizers import ByteLevelBPETokenizer
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast, get_cosine_schedule_with_warmup

random.seed(0)
torch.manual_seed(0)
accelerator = Accelerator(gradient_accumulation_steps=2)

subjects = ["the model", "the loss", "the batch", "the optimizer", "the tokenizer"]
verbs = ["improves", "converges", "drops", "stabilises", "warms up"]
tails = ["after warmup", "every epoch", "on the cpu", "with adamw", "at step ten"]
corpus = [f"{random.choice(subjects)} {random.choice(verbs)} {random.choice(tails)} ." for _ in range(1600)]

bpe = ByteLevelBPETokenizer()
bpe.train_from_iterator(corpus, vocab_size=300, min_frequency=2, special_tokens=["<|endoftext|>", "<pad>"])
tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, eos_token="<|endoftext|>", bos_token="<|endoftext|>",
                                    pad_token="<pad>")
accelerator.print(f"vocab {len(tokenizer)} pad_id {tokenizer.pad_token_id} eos_id {tokenizer.eos_token_id}")

config = GPT2Config(vocab_size=len(tokenizer), n_positions=64, n_embd=96, n_layer=2, n_head=4,
                    bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
                    pad_token_id=tokenizer.pad_token_id)
model = GPT2LMHeadModel(config)


def collate(texts):
    enc = tokenizer([t + tokenizer.eos_token for t in texts], padding=True, return_tensors="pt")
    labels = enc["input_ids"].clone()
    labels[enc["attention_mask"] == 0] = -100
    enc["labels"] = labels
    return enc


loader = DataLoader(corpus, batch_size=32, shuffle=True, collate_fn=collate)
opt = torch.optim.AdamW(model.parameters(), lr=2e-3)
sched = get_cosine_schedule_with_warmup(opt, 10, len(loader) // 2 * 2)
model, opt, loader, sched = accelerator.prepare(model, opt, loader, sched)

model.train()
for epoch in range(2):
    for step, batch in enumerate(loader):
        with accelerator.accumulate(model):
            loss = model(**batch).loss
            accelerator.backward(loss)
            accelerator.clip_grad_norm_(model.parameters(), 1.0)
            opt.step(); sched.step(); opt.zero_grad()
        if step % 20 == 0:
            accelerator.print(f"epoch {epoch} step {step} loss {loss.item():.4f} lr {sched.get_last_lr()[0]:.2e}")

model.eval()
tokenizer.padding_side = "left"
prompts = ["the model", "the optimizer converges", "the loss"]
enc = tokenizer(prompts, padding=True, return_tensors="pt")
with torch.no_grad():
    out = accelerator.unwrap_model(model).generate(**enc, max_new_tokens=8, do_sample=False,
                                                   pad_token_id=tokenizer.pad_token_id)
for p, o in zip(prompts, tokenizer.batch_decode(out, skip_special_tokens=True)):
    accelerator.print(f"{p!r} -> {o!r}")
