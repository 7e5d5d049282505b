import random
import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from torch.utils.data import DataLoader, Dataset
from torch.utils.data.distributed import DistributedSampler
from transformers import GPT2Config, GPT2LMHeadModel


class CharDataset(Dataset):
    def __init__(self, n=2000, seq_len=64):
        rng = random.Random(0)
        self.text = ["".join(rng.choice("abcdefgh ") for _ in range(seq_len)) for _ in range(n)]
        self.chars = sorted(set("abcdefgh "))
        self.stoi = {c: i for i, c in enumerate(self.chars)}

    def __len__(self):
        return len(self.text)

    def __getitem__(self, i):
        return {"input_ids": torch.tensor([self.stoi[c] for c in self.text[i]])}


def main():
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    ds = CharDataset()
    vocab = len(ds.chars)
    if rank == 0:
        print(f"dataset: {len(ds)} sequences, vocab {vocab}")
    cfg = GPT2Config(vocab_size=vocab, n_positions=64, n_embd=64, n_layer=2, n_head=4)
    torch.manual_seed(0)
    model = DDP(GPT2LMHeadModel(cfg))
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

    sampler = DistributedSampler(ds)
    loader = DataLoader(ds, batch_size=16, shuffle=True, sampler=sampler, drop_last=True)
    for epoch in range(2):
        sampler.set_epoch(epoch)
        for step, batch in enumerate(loader):
            out = model(input_ids=batch["input_ids"], labels=batch["input_ids"])
            opt.zero_grad()
            out.loss.backward()
            opt.step()
            if step % 20 == 0 and rank == 0:
                print(f"epoch {epoch} step {step} loss {out.loss.item():.4f}")
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
