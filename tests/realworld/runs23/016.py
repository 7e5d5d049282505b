# Batch tokenisation with padding=True using a GPT-style tokenizer (no pad token), as in the HF training script
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast

words = ["<|endoftext|>", "the", "cat", "sat", "on", "mat", "a", "dog", "barked", "[UNK]"]
tok = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
tok.pre_tokenizer = pre_tokenizers.Whitespace()
tokenizer = PreTrainedTokenizerFast(tokenizer_object=tok, eos_token="<|endoftext|>", unk_token="[UNK]")

texts = ["the cat sat on the mat", "a dog barked"]
batch = tokenizer(texts, padding=True, truncation=True, max_length=16, return_tensors="np")
print(batch["input_ids"])
