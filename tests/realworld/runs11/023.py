# launcher script passes the sequence length on the command line (--seq_length 64) and argparse has no type=int;
# the string goes into the mindformers LlamaConfig.
import argparse
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
parser = argparse.ArgumentParser()
parser.add_argument("--seq_length", default="2048")
parser.add_argument("--num_layers", type=int, default=2)
args = parser.parse_args(["--seq_length", "64"])
print("args:", vars(args), flush=True)
config = LlamaConfig(batch_size=1, seq_length=args.seq_length, hidden_size=64, num_layers=args.num_layers, num_heads=4,
                     vocab_size=256, compute_dtype="float32", param_init_type="float32")
net = LlamaForCausalLM(config)
print("built", type(net).__name__, flush=True)
