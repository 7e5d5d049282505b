# transformers tokenizer asked for PyTorch tensors in a MindSpore-only environment
# Data collator copied from a PyTorch recipe keeps return_tensors="pt".
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {"[PAD]": 0, "[UNK]": 1, "hello": 2, "world": 3, "this": 4, "is": 5, "a": 6, "test": 7}
core = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
core.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=core, unk_token="[UNK]", pad_token="[PAD]")
batch = tok(["hello world", "this is a test"], padding=True, return_tensors="pt")
print(batch["input_ids"].shape)
